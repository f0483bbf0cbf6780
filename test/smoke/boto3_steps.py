"""What the boto3 smoke scripts share: waiting for the sandbox's clock to move a change along."""
import time


def until(attempt, seconds=10):
    """Calls attempt() every 100 ms until it returns something other than None, for at most `seconds`."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        result = attempt()
        if result is not None:
            return result
        time.sleep(0.1)
    raise TimeoutError("gave up waiting")
