# The command line's outputs: a write error names the output it failed on, closed streams told.
#
# `python -m sim` writes to standard output, to --log files and to standard error. A write can
# fail (a full disk, /dev/full, a pipe whose reader has gone, a stream the shell closed with
# `>&-`), and the command must then say which output failed, in one line, rather than end in a
# traceback or blame the input it was reading.
import errno
import os


class WriteError(Exception):
    """An output could not be written: `output` is the Output, `error` the OSError."""

    def __init__(self, output, error):
        Exception.__init__(self, output.name, error)
        self.output = output
        self.error = error

    def __str__(self):
        head = "%s: " % self.output.option if self.output.option else ""
        return "%scannot write %s: %s" % (head, self.output.name,
                                          self.error.strerror or self.error)


class Output:
    """A text stream whose write errors raise WriteError naming it (`name`, and the command-line
    `option` that chose it, e.g. --log). stream None is a stream the shell closed: every write
    fails as writing to a closed descriptor would. After the first error the output is spent:
    `failed` keeps that error, and close() does not raise it a second time."""

    def __init__(self, stream, name, option=None):
        self.stream = stream
        self.name = name
        self.option = option
        self.failed = None

    def write(self, text):
        """Write text (as the stream's write)."""
        return self._call("write", text)

    def flush(self):
        """Flush the stream."""
        self._call("flush")

    def close(self):
        """Close the stream, writing what is buffered; WriteError if that fails first here."""
        if self.stream is None:
            return
        try:
            self.stream.close()
        except OSError as e:
            if self.failed is None:
                self.failed = WriteError(self, e)
                raise self.failed

    def discard(self):
        """Drop what the stream still buffers after a write error, so that nothing tries to
        write it again at exit (Python would report a second error there): its descriptor is
        pointed at the null device."""
        try:
            fd = self.stream.fileno()
        except (AttributeError, OSError, ValueError):
            return
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, fd)
        os.close(null)

    def isatty(self):
        """Whether the stream is a terminal (a closed one is not)."""
        return self.stream is not None and self.stream.isatty()

    def _call(self, method, *args):
        if self.failed is not None:
            raise self.failed
        try:
            if self.stream is None:
                raise _closed()
            return getattr(self.stream, method)(*args)
        except OSError as e:
            self.failed = WriteError(self, e)
            raise self.failed


class ClosedInput:
    """Standard input closed by the shell (`<&-`): reading it fails as reading a closed
    descriptor would, and it is no terminal."""

    @property
    def buffer(self):
        """The same closed stream, read as bytes."""
        return self

    def readline(self, *args):
        """Fail: the stream is closed."""
        raise _closed()

    def isatty(self):
        """A closed stream is no terminal."""
        return False


class Quiet:
    """Standard error as the command writes its messages there: when even that fails (closed,
    a full disk) there is nowhere left to say so, so the error is dropped and the exit status
    alone tells what happened."""

    def __init__(self, stream):
        self.out = Output(stream, "standard error")

    def write(self, text):
        """Write text, or nothing once standard error has failed."""
        if self.out.failed is None:
            try:
                self.out.write(text)
            except WriteError:
                self.out.discard()
        return len(text)

    def flush(self):
        """Flush, unless standard error has failed."""
        if self.out.failed is None:
            try:
                self.out.flush()
            except WriteError:
                self.out.discard()


def _closed():
    return OSError(errno.EBADF, os.strerror(errno.EBADF))
