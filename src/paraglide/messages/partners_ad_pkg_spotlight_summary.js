/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_Spotlight_SummaryInputs */

const en_partners_ad_pkg_spotlight_summary = /** @type {(inputs: Partners_Ad_Pkg_Spotlight_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guide-wide visibility for businesses and venues.`)
};

const es_partners_ad_pkg_spotlight_summary = /** @type {(inputs: Partners_Ad_Pkg_Spotlight_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visibilidad en toda la guía para negocios y locales.`)
};

const fr_partners_ad_pkg_spotlight_summary = /** @type {(inputs: Partners_Ad_Pkg_Spotlight_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une visibilité sur tout le guide pour les commerces et les lieux.`)
};

/**
* | output |
* | --- |
* | "Guide-wide visibility for businesses and venues." |
*
* @param {Partners_Ad_Pkg_Spotlight_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_spotlight_summary = /** @type {((inputs?: Partners_Ad_Pkg_Spotlight_SummaryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_Spotlight_SummaryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_spotlight_summary(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_spotlight_summary(inputs)
	return en_partners_ad_pkg_spotlight_summary(inputs)
});