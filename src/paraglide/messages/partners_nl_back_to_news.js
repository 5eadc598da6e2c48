/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Back_To_NewsInputs */

const en_partners_nl_back_to_news = /** @type {(inputs: Partners_Nl_Back_To_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to News`)
};

const es_partners_nl_back_to_news = /** @type {(inputs: Partners_Nl_Back_To_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a Noticias`)
};

const fr_partners_nl_back_to_news = /** @type {(inputs: Partners_Nl_Back_To_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux actualités`)
};

/**
* | output |
* | --- |
* | "Back to News" |
*
* @param {Partners_Nl_Back_To_NewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_back_to_news = /** @type {((inputs?: Partners_Nl_Back_To_NewsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Back_To_NewsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_back_to_news(inputs)
	if (locale === "fr") return fr_partners_nl_back_to_news(inputs)
	return en_partners_nl_back_to_news(inputs)
});