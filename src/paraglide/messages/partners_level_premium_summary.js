/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_Premium_SummaryInputs */

const en_partners_level_premium_summary = /** @type {(inputs: Partners_Level_Premium_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reach visitors while they plan their trip.`)
};

const es_partners_level_premium_summary = /** @type {(inputs: Partners_Level_Premium_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llega a los visitantes mientras planean su viaje.`)
};

const fr_partners_level_premium_summary = /** @type {(inputs: Partners_Level_Premium_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Touchez les visiteurs pendant qu’ils préparent leur voyage.`)
};

/**
* | output |
* | --- |
* | "Reach visitors while they plan their trip." |
*
* @param {Partners_Level_Premium_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_premium_summary = /** @type {((inputs?: Partners_Level_Premium_SummaryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_Premium_SummaryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_premium_summary(inputs)
	if (locale === "fr") return fr_partners_level_premium_summary(inputs)
	return en_partners_level_premium_summary(inputs)
});