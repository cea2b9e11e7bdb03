// The Khmer font the games bundle (few phones have one): imported once by each game's main, before its styles.
import '@fontsource/noto-sans-khmer/khmer-400.css';
import '@fontsource/noto-sans-khmer/khmer-700.css';
