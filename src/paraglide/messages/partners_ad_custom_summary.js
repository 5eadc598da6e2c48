/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Custom_SummaryInputs */

const en_partners_ad_custom_summary = /** @type {(inputs: Partners_Ad_Custom_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Campaigns built around your goals: festival sponsorship, event series, multi-month bundles or tourism campaigns.`)
};

const es_partners_ad_custom_summary = /** @type {(inputs: Partners_Ad_Custom_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Campañas diseñadas según tus objetivos: patrocinio de festivales, ciclos de eventos, paquetes de varios meses o campañas turísticas.`)
};

const fr_partners_ad_custom_summary = /** @type {(inputs: Partners_Ad_Custom_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des campagnes construites autour de vos objectifs : parrainage de festival, séries d’événements, formules sur plusieurs mois ou campagnes touristiques.`)
};

/**
* | output |
* | --- |
* | "Campaigns built around your goals: festival sponsorship, event series, multi-month bundles or tourism campaigns." |
*
* @param {Partners_Ad_Custom_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_custom_summary = /** @type {((inputs?: Partners_Ad_Custom_SummaryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Custom_SummaryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_custom_summary(inputs)
	if (locale === "fr") return fr_partners_ad_custom_summary(inputs)
	return en_partners_ad_custom_summary(inputs)
});