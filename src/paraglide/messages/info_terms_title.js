/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Terms_TitleInputs */

const en_info_terms_title = /** @type {(inputs: Info_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of Service`)
};

const es_info_terms_title = /** @type {(inputs: Info_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Términos del servicio`)
};

const fr_info_terms_title = /** @type {(inputs: Info_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d’utilisation`)
};

/**
* | output |
* | --- |
* | "Terms of Service" |
*
* @param {Info_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_terms_title = /** @type {((inputs?: Info_Terms_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Terms_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_terms_title(inputs)
	if (locale === "fr") return fr_info_terms_title(inputs)
	return en_info_terms_title(inputs)
});