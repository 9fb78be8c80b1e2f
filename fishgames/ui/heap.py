"""Big pictures' memory goes back to the system once they are freed (glibc's ``malloc``, Linux).

A picture at the screen's pixels is megabytes (a 1920 × 1080 backdrop: 8 MB), and drawing one makes several
of that size for a moment (gradients, light rays, the sea floor).  glibc gives a block that large its own
mapping, returned to the system when freed — but the first such block freed *raises* that threshold to its
size, so every later picture up to 32 MB is carved from the heap, and the heap keeps the pages a freed one
leaves behind: the app's resident memory at 1920 × 1080 was 126 MB on the menu, 83 MB with the threshold
fixed (issue 33: memory).  :func:`return_big_blocks` fixes it at glibc's own starting value.

Over :data:`KEEP_FROM_SCALE` (3840 × 2160, k = 3) the other way (:func:`keep_freed`): a table's first frame there
makes some 50 MB of new pictures, and each new page of a fresh mapping is a page fault the system clears — 30-50 ms of
Fat Fish's 70-90 ms first frame.  So pictures under 32 MB come from the heap, which keeps what is freed (up to
64 MB), and the screen a table opens from touches its free top ahead (``pages_ahead``).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import sys

#: ``mallopt``'s parameter for the size from which a block gets its own mapping (glibc's ``malloc.h``).
M_MMAP_THRESHOLD = -3
#: glibc's starting value (128 KiB): set explicitly, it no longer grows with the blocks freed.
MMAP_THRESHOLD = 128 * 1024
#: ``mallopt``'s parameter for the free top the heap keeps rather than give back; glibc's starting value.
M_TRIM_THRESHOLD = -1
TRIM_THRESHOLD = 128 * 1024
#: Over this drawing scale freed heap is kept (:func:`keep_freed`).
KEEP_FROM_SCALE = 2.0
#: While kept: blocks under this come from the heap (glibc's largest threshold; a 4K screen, 33 MB, still gets its
#: own mapping), and up to :data:`KEEP_TRIM` of free top is kept.
KEEP_MMAP_THRESHOLD = 32 << 20
KEEP_TRIM = 96 << 20


def return_big_blocks() -> bool:
    """Fix the mapping threshold of this process's ``malloc`` (glibc only); True when it was set."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):  # a C library without it (not glibc): nothing to do
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    return mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD) == 1


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost")]


@functools.cache
def glibc():
    """The C library when it is glibc with ``mallopt`` and ``mallinfo2`` (2.33 and later), else None."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.mallinfo2.restype = _MallInfo2
        libc.malloc.restype, libc.malloc.argtypes = ctypes.c_void_p, [ctypes.c_size_t]
        libc.free.argtypes = [ctypes.c_void_p]
        libc.memset.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_size_t]
        libc.mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
        libc.malloc_trim.argtypes = [ctypes.c_size_t]
    except (OSError, AttributeError):
        return None
    return libc


def keep_freed(scale: float) -> bool:
    """At a drawing scale over :data:`KEEP_FROM_SCALE` blocks under 32 MB from the heap and freed heap kept; at or
    under it, :func:`return_big_blocks`'s 128 KB again (and glibc's trim threshold), and what was kept is given back
    (``malloc_trim``).  The app calls it whenever its drawing scale is set, and on closing; True when the heap is glibc's."""
    libc = glibc()
    if libc is None:
        return False
    keep = scale > KEEP_FROM_SCALE
    libc.mallopt(M_MMAP_THRESHOLD, KEEP_MMAP_THRESHOLD if keep else MMAP_THRESHOLD)
    libc.mallopt(M_TRIM_THRESHOLD, KEEP_TRIM if keep else TRIM_THRESHOLD)
    if _kept and not keep:  # what was kept goes back now (the app closed, a window made smaller)
        libc.malloc_trim(0)
    _kept[:] = [True] if keep else []
    return True


_kept: list = []  # (freed heap is being kept)
