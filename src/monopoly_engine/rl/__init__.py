"""Reinforcement-learning environments on the rules engine (the ``rl`` extra: ``pip install
'monopoly-engine[rl]'``): ``env(...)``, the PettingZoo AEC environment ``monopoly_v0`` with every seat an
agent, and ``monopoly/Monopoly-v0``, a Gymnasium environment (``MonopolyEnv``) with one learning seat against
bots, registered when this package is imported. ``docs/rl.md`` documents the observation, the actions, the
rewards and the training example.

This is an adapter: it depends on the core, the views and the game loop; nothing there depends on it.
"""

from __future__ import annotations

from typing import Any

try:
    import gymnasium
except ImportError as exc:  # pragma: no cover - the extra is missing
    raise ImportError("monopoly_engine.rl needs the rl extra: pip install 'monopoly-engine[rl]'") from exc

from .rewards import Rewards

GYM_ID = "monopoly/Monopoly-v0"

if GYM_ID not in gymnasium.registry:
    gymnasium.register(GYM_ID, entry_point="monopoly_engine.rl.gym_env:MonopolyEnv")


def env(**kwargs: Any) -> Any:
    """The PettingZoo AEC environment ``monopoly_v0`` (``rl.monopoly_v0.env``): ``illegal``, ``edition``, ``players``,
    ``options``, ``render_mode``, ``max_rounds``, ``max_steps``, ``rewards``, ``observation``, ``actions``."""
    from .monopoly_v0 import env as make

    return make(**kwargs)


def raw_env(**kwargs: Any) -> Any:
    """``env`` without PettingZoo's order and bounds wrappers."""
    from .monopoly_v0 import raw_env as make

    return make(**kwargs)


__all__ = ["GYM_ID", "Rewards", "env", "raw_env"]
