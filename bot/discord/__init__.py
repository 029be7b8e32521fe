"""Thin Discord adapters over the match service and the renderer."""
