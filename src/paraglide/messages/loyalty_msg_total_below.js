/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_Total_BelowInputs */

const en_loyalty_msg_total_below = /** @type {(inputs: Loyalty_Msg_Total_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The number available cannot be below the number already redeemed.`)
};

const es_loyalty_msg_total_below = /** @type {(inputs: Loyalty_Msg_Total_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cantidad disponible no puede ser menor que la ya canjeada.`)
};

const fr_loyalty_msg_total_below = /** @type {(inputs: Loyalty_Msg_Total_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nombre disponible ne peut pas être inférieur au nombre déjà échangé.`)
};

/**
* | output |
* | --- |
* | "The number available cannot be below the number already redeemed." |
*
* @param {Loyalty_Msg_Total_BelowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_total_below = /** @type {((inputs?: Loyalty_Msg_Total_BelowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_Total_BelowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_total_below(inputs)
	if (locale === "fr") return fr_loyalty_msg_total_below(inputs)
	return en_loyalty_msg_total_below(inputs)
});