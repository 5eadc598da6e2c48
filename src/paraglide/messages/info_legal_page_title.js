/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Legal_Page_TitleInputs */

const en_info_legal_page_title = /** @type {(inputs: Info_Legal_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legal Information`)
};

const es_info_legal_page_title = /** @type {(inputs: Info_Legal_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información legal`)
};

const fr_info_legal_page_title = /** @type {(inputs: Info_Legal_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations légales`)
};

/**
* | output |
* | --- |
* | "Legal Information" |
*
* @param {Info_Legal_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_legal_page_title = /** @type {((inputs?: Info_Legal_Page_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Legal_Page_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_legal_page_title(inputs)
	if (locale === "fr") return fr_info_legal_page_title(inputs)
	return en_info_legal_page_title(inputs)
});