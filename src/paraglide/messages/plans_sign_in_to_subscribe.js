/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Sign_In_To_SubscribeInputs */

const en_plans_sign_in_to_subscribe = /** @type {(inputs: Plans_Sign_In_To_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will be asked to sign in first, then you come back here.`)
};

const es_plans_sign_in_to_subscribe = /** @type {(inputs: Plans_Sign_In_To_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero te pediremos que inicies sesión y luego volverás aquí.`)
};

const fr_plans_sign_in_to_subscribe = /** @type {(inputs: Plans_Sign_In_To_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous serez d’abord invité à vous connecter, puis vous reviendrez ici.`)
};

/**
* | output |
* | --- |
* | "You will be asked to sign in first, then you come back here." |
*
* @param {Plans_Sign_In_To_SubscribeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_sign_in_to_subscribe = /** @type {((inputs?: Plans_Sign_In_To_SubscribeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Sign_In_To_SubscribeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_sign_in_to_subscribe(inputs)
	if (locale === "fr") return fr_plans_sign_in_to_subscribe(inputs)
	return en_plans_sign_in_to_subscribe(inputs)
});