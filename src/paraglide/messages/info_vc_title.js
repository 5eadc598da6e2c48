/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_TitleInputs */

const en_info_vc_title = /** @type {(inputs: Info_Vc_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitor Center`)
};

const es_info_vc_title = /** @type {(inputs: Info_Vc_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centro de Visitantes`)
};

const fr_info_vc_title = /** @type {(inputs: Info_Vc_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centre d’accueil des visiteurs`)
};

/**
* | output |
* | --- |
* | "Visitor Center" |
*
* @param {Info_Vc_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_title = /** @type {((inputs?: Info_Vc_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_title(inputs)
	if (locale === "fr") return fr_info_vc_title(inputs)
	return en_info_vc_title(inputs)
});