/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Waitlist_PassesInputs */

const en_mail_waitlist_passes = /** @type {(inputs: Mail_Waitlist_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you do not confirm by then, or you decline, the seat passes to the next person in line.`)
};

const es_mail_waitlist_passes = /** @type {(inputs: Mail_Waitlist_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no lo confirmas a tiempo, o si lo rechazas, el lugar pasará a la siguiente persona de la lista.`)
};

const fr_mail_waitlist_passes = /** @type {(inputs: Mail_Waitlist_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous ne confirmez pas d’ici là, ou si vous refusez, la place ira à la personne suivante sur la liste.`)
};

/**
* | output |
* | --- |
* | "If you do not confirm by then, or you decline, the seat passes to the next person in line." |
*
* @param {Mail_Waitlist_PassesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_waitlist_passes = /** @type {((inputs?: Mail_Waitlist_PassesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Waitlist_PassesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_waitlist_passes(inputs)
	if (locale === "fr") return fr_mail_waitlist_passes(inputs)
	return en_mail_waitlist_passes(inputs)
});