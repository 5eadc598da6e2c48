/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Tours_AwardedInputs */

const en_tours_awarded = /** @type {(inputs: Tours_AwardedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.points} loyalty points were added to your account.`)
};

const es_tours_awarded = /** @type {(inputs: Tours_AwardedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se sumaron ${i?.points} puntos de fidelidad a tu cuenta.`)
};

const fr_tours_awarded = /** @type {(inputs: Tours_AwardedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.points} points de fidélité ont été ajoutés à votre compte.`)
};

/**
* | output |
* | --- |
* | "{points} loyalty points were added to your account." |
*
* @param {Tours_AwardedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_awarded = /** @type {((inputs: Tours_AwardedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_AwardedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_awarded(inputs)
	if (locale === "fr") return fr_tours_awarded(inputs)
	return en_tours_awarded(inputs)
});