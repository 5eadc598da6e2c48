/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Tier_Bronze_SummaryInputs */

const en_festival_tier_bronze_summary = /** @type {(inputs: Festival_Tier_Bronze_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing in the programme and on this page, and thanks from the stage.`)
};

const es_festival_tier_bronze_summary = /** @type {(inputs: Festival_Tier_Bronze_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mención en el programa y en esta página, y agradecimiento desde el escenario.`)
};

const fr_festival_tier_bronze_summary = /** @type {(inputs: Festival_Tier_Bronze_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mention dans le programme et sur cette page, et remerciements depuis la scène.`)
};

/**
* | output |
* | --- |
* | "Listing in the programme and on this page, and thanks from the stage." |
*
* @param {Festival_Tier_Bronze_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_tier_bronze_summary = /** @type {((inputs?: Festival_Tier_Bronze_SummaryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Tier_Bronze_SummaryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_tier_bronze_summary(inputs)
	if (locale === "fr") return fr_festival_tier_bronze_summary(inputs)
	return en_festival_tier_bronze_summary(inputs)
});