-- Many medium sparse tables: each grows its array by a few thousand slots.
function resolve(ctx)
  while true do
    local t = {}
    t[4000] = 1
    t[8000] = 1
  end
end
