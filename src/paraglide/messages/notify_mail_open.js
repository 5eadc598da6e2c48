/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Notify_Mail_OpenInputs */

const en_notify_mail_open = /** @type {(inputs: Notify_Mail_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open it on the guide: ${i?.link}`)
};

const es_notify_mail_open = /** @type {(inputs: Notify_Mail_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ábrelo en la guía: ${i?.link}`)
};

const fr_notify_mail_open = /** @type {(inputs: Notify_Mail_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ouvrez-la dans le guide : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Open it on the guide: {link}" |
*
* @param {Notify_Mail_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_mail_open = /** @type {((inputs: Notify_Mail_OpenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_OpenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_mail_open(inputs)
	if (locale === "fr") return fr_notify_mail_open(inputs)
	return en_notify_mail_open(inputs)
});