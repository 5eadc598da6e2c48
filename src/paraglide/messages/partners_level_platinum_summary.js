/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_Platinum_SummaryInputs */

const en_partners_level_platinum_summary = /** @type {(inputs: Partners_Level_Platinum_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stand out in your community board and at the festival.`)
};

const es_partners_level_platinum_summary = /** @type {(inputs: Partners_Level_Platinum_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destaca en tu distrito comunitario y en el festival.`)
};

const fr_partners_level_platinum_summary = /** @type {(inputs: Partners_Level_Platinum_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Démarquez-vous dans votre district communautaire et pendant le festival.`)
};

/**
* | output |
* | --- |
* | "Stand out in your community board and at the festival." |
*
* @param {Partners_Level_Platinum_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_platinum_summary = /** @type {((inputs?: Partners_Level_Platinum_SummaryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_Platinum_SummaryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_platinum_summary(inputs)
	if (locale === "fr") return fr_partners_level_platinum_summary(inputs)
	return en_partners_level_platinum_summary(inputs)
});