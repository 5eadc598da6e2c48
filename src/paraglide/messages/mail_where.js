/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown> }} Mail_WhereInputs */

const en_mail_where = /** @type {(inputs: Mail_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Where: ${i?.place}`)
};

const es_mail_where = /** @type {(inputs: Mail_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dónde: ${i?.place}`)
};

const fr_mail_where = /** @type {(inputs: Mail_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Où : ${i?.place}`)
};

/**
* | output |
* | --- |
* | "Where: {place}" |
*
* @param {Mail_WhereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_where = /** @type {((inputs: Mail_WhereInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_WhereInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_where(inputs)
	if (locale === "fr") return fr_mail_where(inputs)
	return en_mail_where(inputs)
});