/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_MonthInputs */

const en_moderation_an_month = /** @type {(inputs: Moderation_An_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month`)
};

const es_moderation_an_month = /** @type {(inputs: Moderation_An_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes`)
};

const fr_moderation_an_month = /** @type {(inputs: Moderation_An_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mois`)
};

/**
* | output |
* | --- |
* | "Month" |
*
* @param {Moderation_An_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_month = /** @type {((inputs?: Moderation_An_MonthInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_MonthInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_month(inputs)
	if (locale === "fr") return fr_moderation_an_month(inputs)
	return en_moderation_an_month(inputs)
});