/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Read_NewsInputs */

const en_partners_nl_read_news = /** @type {(inputs: Partners_Nl_Read_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the Latest News`)
};

const es_partners_nl_read_news = /** @type {(inputs: Partners_Nl_Read_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer las últimas noticias`)
};

const fr_partners_nl_read_news = /** @type {(inputs: Partners_Nl_Read_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire les dernières actualités`)
};

/**
* | output |
* | --- |
* | "Read the Latest News" |
*
* @param {Partners_Nl_Read_NewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_read_news = /** @type {((inputs?: Partners_Nl_Read_NewsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Read_NewsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_read_news(inputs)
	if (locale === "fr") return fr_partners_nl_read_news(inputs)
	return en_partners_nl_read_news(inputs)
});