/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, reward: NonNullable<unknown>, name: NonNullable<unknown> }} Loyalty_Already_UsedInputs */

const en_loyalty_already_used = /** @type {(inputs: Loyalty_Already_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This code was already used on ${i?.date} (${i?.reward}, for ${i?.name}). Do not give the reward again.`)
};

const es_loyalty_already_used = /** @type {(inputs: Loyalty_Already_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este código ya se usó el ${i?.date} (${i?.reward}, para ${i?.name}). No entregues la recompensa otra vez.`)
};

const fr_loyalty_already_used = /** @type {(inputs: Loyalty_Already_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce code a déjà été utilisé le ${i?.date} (${i?.reward}, pour ${i?.name}). Ne remettez pas la récompense une seconde fois.`)
};

/**
* | output |
* | --- |
* | "This code was already used on {date} ({reward}, for {name}). Do not give the reward again." |
*
* @param {Loyalty_Already_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_already_used = /** @type {((inputs: Loyalty_Already_UsedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Already_UsedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_already_used(inputs)
	if (locale === "fr") return fr_loyalty_already_used(inputs)
	return en_loyalty_already_used(inputs)
});