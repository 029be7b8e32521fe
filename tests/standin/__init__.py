"""A local Discord stand-in for end-to-end tests: REST v10 and the JSON gateway on 127.0.0.1."""

from tests.standin.model import Channel, Overwrite, User
from tests.standin.server import Interaction, Post, StandIn, StandInError

__all__ = ["Channel", "Interaction", "Overwrite", "Post", "StandIn", "StandInError", "User"]
