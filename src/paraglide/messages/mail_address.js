/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ address: NonNullable<unknown> }} Mail_AddressInputs */

const en_mail_address = /** @type {(inputs: Mail_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Address: ${i?.address}`)
};

const es_mail_address = /** @type {(inputs: Mail_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dirección: ${i?.address}`)
};

const fr_mail_address = /** @type {(inputs: Mail_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Adresse : ${i?.address}`)
};

/**
* | output |
* | --- |
* | "Address: {address}" |
*
* @param {Mail_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_address = /** @type {((inputs: Mail_AddressInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_AddressInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_address(inputs)
	if (locale === "fr") return fr_mail_address(inputs)
	return en_mail_address(inputs)
});