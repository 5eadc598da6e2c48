/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_Premier_SummaryInputs */

const en_partners_ad_pkg_premier_summary = /** @type {(inputs: Partners_Ad_Pkg_Premier_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top placement for brands, attractions and campaigns.`)
};

const es_partners_ad_pkg_premier_summary = /** @type {(inputs: Partners_Ad_Pkg_Premier_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Máxima visibilidad para marcas, atracciones y campañas.`)
};

const fr_partners_ad_pkg_premier_summary = /** @type {(inputs: Partners_Ad_Pkg_Premier_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les meilleurs emplacements pour les marques, attractions et campagnes.`)
};

/**
* | output |
* | --- |
* | "Top placement for brands, attractions and campaigns." |
*
* @param {Partners_Ad_Pkg_Premier_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_premier_summary = /** @type {((inputs?: Partners_Ad_Pkg_Premier_SummaryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_Premier_SummaryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_premier_summary(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_premier_summary(inputs)
	return en_partners_ad_pkg_premier_summary(inputs)
});