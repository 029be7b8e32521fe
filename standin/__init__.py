"""A local Discord stand-in: REST v10 and the JSON gateway on 127.0.0.1.

``standin.harness`` runs the real bot process against it and ``standin.steps`` drives games
through it; the end-to-end tests and ``bench.e2e_latency`` use all three.
"""

from standin.model import Channel, Overwrite, User
from standin.server import Interaction, Post, StandIn, StandInError

__all__ = ["Channel", "Interaction", "Overwrite", "Post", "StandIn", "StandInError", "User"]
