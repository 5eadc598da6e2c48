/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Plans_Sign_In_To_SubscribeInputs */

const en_plans_sign_in_to_subscribe = /** @type {(inputs: Plans_Sign_In_To_SubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in to subscribe to ${i?.name}`)
};

const es_plans_sign_in_to_subscribe = /** @type {(inputs: Plans_Sign_In_To_SubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inicia sesión para suscribirte a ${i?.name}`)
};

const fr_plans_sign_in_to_subscribe = /** @type {(inputs: Plans_Sign_In_To_SubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour vous abonner à ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Sign in to subscribe to {name}" |
*
* @param {Plans_Sign_In_To_SubscribeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_sign_in_to_subscribe = /** @type {((inputs: Plans_Sign_In_To_SubscribeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Sign_In_To_SubscribeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_sign_in_to_subscribe(inputs)
	if (locale === "fr") return fr_plans_sign_in_to_subscribe(inputs)
	return en_plans_sign_in_to_subscribe(inputs)
});