/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Mail_PriceInputs */

const en_mail_price = /** @type {(inputs: Mail_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Price: ${i?.price}`)
};

const es_mail_price = /** @type {(inputs: Mail_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Precio: ${i?.price}`)
};

const fr_mail_price = /** @type {(inputs: Mail_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prix : ${i?.price}`)
};

/**
* | output |
* | --- |
* | "Price: {price}" |
*
* @param {Mail_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_price = /** @type {((inputs: Mail_PriceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_PriceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_price(inputs)
	if (locale === "fr") return fr_mail_price(inputs)
	return en_mail_price(inputs)
});