/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, reward: NonNullable<unknown>, name: NonNullable<unknown> }} Loyalty_Already_OnInputs */

const en_loyalty_already_on = /** @type {(inputs: Loyalty_Already_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verified on ${i?.date}: ${i?.reward}, for ${i?.name}`)
};

const es_loyalty_already_on = /** @type {(inputs: Loyalty_Already_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verificado el ${i?.date}: ${i?.reward}, para ${i?.name}`)
};

const fr_loyalty_already_on = /** @type {(inputs: Loyalty_Already_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Validé le ${i?.date} : ${i?.reward}, pour ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Verified on {date}: {reward}, for {name}" |
*
* @param {Loyalty_Already_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_already_on = /** @type {((inputs: Loyalty_Already_OnInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Already_OnInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_already_on(inputs)
	if (locale === "fr") return fr_loyalty_already_on(inputs)
	return en_loyalty_already_on(inputs)
});