/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Tier_Silver_SummaryInputs */

const en_festival_tier_silver_summary = /** @type {(inputs: Festival_Tier_Silver_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logo on festival programmes and signage, and a vendor booth on Harlem Day.`)
};

const es_festival_tier_silver_summary = /** @type {(inputs: Festival_Tier_Silver_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logotipo en los programas y la señalización del festival, y un puesto de venta en Harlem Day.`)
};

const fr_festival_tier_silver_summary = /** @type {(inputs: Festival_Tier_Silver_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logo sur les programmes et la signalétique du festival, et un stand le jour du Harlem Day.`)
};

/**
* | output |
* | --- |
* | "Logo on festival programmes and signage, and a vendor booth on Harlem Day." |
*
* @param {Festival_Tier_Silver_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_tier_silver_summary = /** @type {((inputs?: Festival_Tier_Silver_SummaryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Tier_Silver_SummaryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_tier_silver_summary(inputs)
	if (locale === "fr") return fr_festival_tier_silver_summary(inputs)
	return en_festival_tier_silver_summary(inputs)
});