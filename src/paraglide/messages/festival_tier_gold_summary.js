/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Tier_Gold_SummaryInputs */

const en_festival_tier_gold_summary = /** @type {(inputs: Festival_Tier_Gold_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A named concert or festival day, stage banners and a vendor booth.`)
};

const es_festival_tier_gold_summary = /** @type {(inputs: Festival_Tier_Gold_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un concierto o día del festival con tu nombre, pancartas en el escenario y un puesto de venta.`)
};

const fr_festival_tier_gold_summary = /** @type {(inputs: Festival_Tier_Gold_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un concert ou une journée du festival à votre nom, des banderoles sur scène et un stand.`)
};

/**
* | output |
* | --- |
* | "A named concert or festival day, stage banners and a vendor booth." |
*
* @param {Festival_Tier_Gold_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_tier_gold_summary = /** @type {((inputs?: Festival_Tier_Gold_SummaryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Tier_Gold_SummaryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_tier_gold_summary(inputs)
	if (locale === "fr") return fr_festival_tier_gold_summary(inputs)
	return en_festival_tier_gold_summary(inputs)
});