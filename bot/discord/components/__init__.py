"""Components shared by several surfaces (board buttons, move menus, offer answers), whose
state lives in their ``custom_id``, and the protocols of the client they are clicked on
(``ports``). A component used by one cog alone lives in that cog."""
