/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Hold_Register_AgainInputs */

const en_mail_hold_register_again = /** @type {(inputs: Mail_Hold_Register_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If seats are left, register again and pay online: ${i?.link}`)
};

const es_mail_hold_register_again = /** @type {(inputs: Mail_Hold_Register_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si quedan lugares, vuelve a inscribirte y paga en línea: ${i?.link}`)
};

const fr_mail_hold_register_again = /** @type {(inputs: Mail_Hold_Register_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`S’il reste des places, réinscrivez-vous et payez en ligne : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "If seats are left, register again and pay online: {link}" |
*
* @param {Mail_Hold_Register_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_hold_register_again = /** @type {((inputs: Mail_Hold_Register_AgainInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Hold_Register_AgainInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_hold_register_again(inputs)
	if (locale === "fr") return fr_mail_hold_register_again(inputs)
	return en_mail_hold_register_again(inputs)
});