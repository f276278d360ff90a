"""Pictures of a game for people: Rich tables of an edition's board and cheat cards (``board``) and the
short standing of the players (``summary``). Adapters on top of ``monopoly_engine.core``; nothing here changes a
game. Events are put into words by ``monopoly_engine.i18n.events``, in every catalog language.
"""
