/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, business: NonNullable<unknown> }} Mail_Message_WroteInputs */

const en_mail_message_wrote = /** @type {(inputs: Mail_Message_WroteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, a premium member of the Harlem Guide, wrote to ${i?.business}:`)
};

const es_mail_message_wrote = /** @type {(inputs: Mail_Message_WroteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, miembro premium de Harlem Guide, escribió a ${i?.business}:`)
};

const fr_mail_message_wrote = /** @type {(inputs: Mail_Message_WroteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, membre Premium du Harlem Guide, a écrit à ${i?.business} :`)
};

/**
* | output |
* | --- |
* | "{name}, a premium member of the Harlem Guide, wrote to {business}:" |
*
* @param {Mail_Message_WroteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_message_wrote = /** @type {((inputs: Mail_Message_WroteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Message_WroteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_message_wrote(inputs)
	if (locale === "fr") return fr_mail_message_wrote(inputs)
	return en_mail_message_wrote(inputs)
});