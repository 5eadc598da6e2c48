/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Tier_Platinum_SummaryInputs */

const en_festival_tier_platinum_summary = /** @type {(inputs: Festival_Tier_Platinum_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presenting credit on Harlem Day, main-stage naming and a hospitality tent.`)
};

const es_festival_tier_platinum_summary = /** @type {(inputs: Festival_Tier_Platinum_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédito de presentador en Harlem Day, nombre en el escenario principal y una carpa de hospitalidad.`)
};

const fr_festival_tier_platinum_summary = /** @type {(inputs: Festival_Tier_Platinum_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mention de partenaire principal du Harlem Day, nom sur la grande scène et tente d’accueil VIP.`)
};

/**
* | output |
* | --- |
* | "Presenting credit on Harlem Day, main-stage naming and a hospitality tent." |
*
* @param {Festival_Tier_Platinum_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_tier_platinum_summary = /** @type {((inputs?: Festival_Tier_Platinum_SummaryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Tier_Platinum_SummaryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_tier_platinum_summary(inputs)
	if (locale === "fr") return fr_festival_tier_platinum_summary(inputs)
	return en_festival_tier_platinum_summary(inputs)
});