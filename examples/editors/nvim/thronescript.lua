-- Thronescript in Neovim's built-in LSP client (Neovim 0.7 or later):
-- .card files get the thronescript filetype, and `throne lsp` is started
-- for them (and for the Lua hook files beside them), one server per
-- project root (the folder holding .git, else the file's folder).
--
-- Install (from a clone of the repository):
--   go install ./cmd/throne
--   mkdir -p ~/.config/nvim/lua
--   cp examples/editors/nvim/thronescript.lua ~/.config/nvim/lua/
--   echo 'require("thronescript")' >> ~/.config/nvim/init.lua
-- `throne` must be on the PATH Neovim sees ($(go env GOPATH)/bin).

local clients = {} -- client id by project root

-- the project root of a file: the folder holding .git, else the file's folder
local function root_of(path)
  local dir = vim.fn.fnamemodify(path, ":p:h")
  local git = vim.fn.finddir(".git", dir .. ";")
  if git ~= "" then
    return vim.fn.fnamemodify(git, ":p:h:h")
  end
  return dir
end

local function attach(buf)
  local name = vim.api.nvim_buf_get_name(buf)
  if name == "" then
    return
  end
  local dir = vim.fn.fnamemodify(name, ":p:h")
  -- Lua files only when they sit beside .card files (hook files)
  if vim.bo[buf].filetype == "lua" and vim.fn.glob(dir .. "/*.card") == "" then
    return
  end
  vim.bo[buf].commentstring = vim.bo[buf].filetype == "lua" and "-- %s" or "# %s"
  vim.bo[buf].omnifunc = "v:lua.vim.lsp.omnifunc"
  local root = root_of(name)
  local id = clients[root]
  if id == nil or vim.lsp.get_client_by_id(id) == nil then
    id = vim.lsp.start_client({ name = "throne", cmd = { "throne", "lsp" }, root_dir = root })
    clients[root] = id
  end
  if id then
    vim.lsp.buf_attach_client(buf, id)
  end
end

local group = vim.api.nvim_create_augroup("thronescript", { clear = true })
vim.api.nvim_create_autocmd({ "BufRead", "BufNewFile" }, {
  group = group,
  pattern = "*.card",
  command = "setfiletype thronescript",
})
vim.api.nvim_create_autocmd("FileType", {
  group = group,
  pattern = { "thronescript", "lua" },
  callback = function(args)
    attach(args.buf)
  end,
})
