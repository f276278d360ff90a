"""Writing the files the commands produce: checked before a run starts, written atomically.

``check_new_file`` and ``check_new_files`` refuse an output path before any work is done: a directory where a file
goes, a directory that does not exist or cannot be written, or a file that already exists, unless ``force``.
``AtomicFile`` writes into a temporary file created in the target's directory with ``O_EXCL`` (``mkstemp``: a
symlink planted at the temporary name is never followed), flushes it to disk and renames it over the target
(``os.replace``), so a reader sees the old file or the whole new one, never half a file.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable
from pathlib import Path
from types import TracebackType
from typing import IO, Any, Self

FORCE_HINT = "pass --force to overwrite it"


class OutputFileError(ValueError):
    """An output path that cannot be used: ``path: problem``."""

    def __init__(self, path: str | os.PathLike[str], problem: str) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = str(path)
        self.problem = problem


def check_new_file(path: str | os.PathLike[str], force: bool = False) -> Path:
    """``path`` as a file this run may create: its directory exists and is writable, and it is no directory
    itself and, unless ``force``, not an existing file."""
    target = Path(path)
    if target.is_dir():
        raise OutputFileError(path, "is a directory: give a file name")
    if not force and (target.exists() or target.is_symlink()):
        raise OutputFileError(path, f"already exists: {FORCE_HINT}")
    _check_writable_directory(target.parent, path)
    return target


def check_new_files(directory: str | os.PathLike[str], names: Iterable[str], force: bool = False) -> Path:
    """``directory`` as a place for files ``names``: it is a directory, or can be made one, that can be written,
    and none of ``names`` exists in it unless ``force``."""
    folder = Path(directory)
    if folder.exists() and not folder.is_dir():
        raise OutputFileError(directory, "is not a directory")
    if folder.is_dir():
        _check_writable_directory(folder, directory)
        if not force:
            present = set(os.listdir(folder)).intersection(names)
            if present:
                first = min(present)
                more = f" and {len(present) - 1} more" if len(present) > 1 else ""
                raise OutputFileError(folder / first, f"already exists{more}: {FORCE_HINT}")
        return folder
    ancestor = folder.parent
    while not ancestor.exists() and ancestor != ancestor.parent:
        ancestor = ancestor.parent
    _check_writable_directory(ancestor, directory)
    return folder


def _check_writable_directory(folder: Path, path: str | os.PathLike[str]) -> None:
    where = folder if str(folder) else Path(".")
    if not where.is_dir():
        raise OutputFileError(path, f"the directory {where} does not exist")
    if not os.access(where, os.W_OK | os.X_OK):
        raise OutputFileError(path, f"the directory {where} cannot be written")


_UMASK: int | None = None


def _file_mode() -> int:
    """The mode a new file gets from ``open`` (``mkstemp`` makes 0600)."""
    global _UMASK
    if _UMASK is None:
        _UMASK = os.umask(0o22)
        os.umask(_UMASK)
    return 0o666 & ~_UMASK


class AtomicFile:
    """A file that appears at ``path`` whole, at ``commit``; ``discard`` (or an exception in a ``with``) leaves
    ``path`` as it was. ``file`` is the open temporary file (text unless ``binary``)."""

    def __init__(self, path: str | os.PathLike[str], *, binary: bool = False, **open_args: Any) -> None:
        self.path = Path(path)
        folder = self.path.parent if str(self.path.parent) else Path(".")
        fd, temporary = tempfile.mkstemp(dir=folder, prefix=f".{self.path.name}.", suffix=".tmp")
        self.temporary = Path(temporary)
        try:
            os.fchmod(fd, _file_mode())
            if binary:
                self.file: IO[Any] = os.fdopen(fd, "wb")
            else:
                self.file = os.fdopen(fd, "w", encoding="utf-8", **open_args)
        except BaseException:
            os.close(fd)
            self.temporary.unlink(missing_ok=True)
            raise
        self.done = False

    def commit(self) -> None:
        if self.done:
            return
        self.done = True
        try:
            self.file.flush()
            os.fsync(self.file.fileno())
            self.file.close()
            os.replace(self.temporary, self.path)
        except BaseException:
            self.file.close()
            self.temporary.unlink(missing_ok=True)
            raise
        _sync_directory(self.path.parent)

    def discard(self) -> None:
        if self.done:
            return
        self.done = True
        self.file.close()
        self.temporary.unlink(missing_ok=True)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None) -> None:
        if kind is None:
            self.commit()
        else:
            self.discard()


def _sync_directory(folder: Path) -> None:
    """Make the rename itself durable; best effort (not every system can open a directory)."""
    try:
        fd = os.open(folder if str(folder) else ".", os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_text_atomically(path: str | os.PathLike[str], text: str) -> None:
    """Put ``text`` (UTF-8) at ``path`` in one step."""
    with AtomicFile(path) as out:
        out.file.write(text)
