/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_Spotlight_2Inputs */

const en_partners_ad_pkg_spotlight_2 = /** @type {(inputs: Partners_Ad_Pkg_Spotlight_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sponsored placement on the events calendar`)
};

const es_partners_ad_pkg_spotlight_2 = /** @type {(inputs: Partners_Ad_Pkg_Spotlight_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espacio patrocinado en el calendario de eventos`)
};

const fr_partners_ad_pkg_spotlight_2 = /** @type {(inputs: Partners_Ad_Pkg_Spotlight_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emplacement sponsorisé dans l’agenda des événements`)
};

/**
* | output |
* | --- |
* | "Sponsored placement on the events calendar" |
*
* @param {Partners_Ad_Pkg_Spotlight_2Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_spotlight_2 = /** @type {((inputs?: Partners_Ad_Pkg_Spotlight_2Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_Spotlight_2Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_spotlight_2(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_spotlight_2(inputs)
	return en_partners_ad_pkg_spotlight_2(inputs)
});