/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Sponsorship_Not_ChosenInputs */

const en_mail_sponsorship_not_chosen = /** @type {(inputs: Mail_Sponsorship_Not_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not chosen yet`)
};

const es_mail_sponsorship_not_chosen = /** @type {(inputs: Mail_Sponsorship_Not_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún sin elegir`)
};

const fr_mail_sponsorship_not_chosen = /** @type {(inputs: Mail_Sponsorship_Not_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore choisi`)
};

/**
* | output |
* | --- |
* | "Not chosen yet" |
*
* @param {Mail_Sponsorship_Not_ChosenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_sponsorship_not_chosen = /** @type {((inputs?: Mail_Sponsorship_Not_ChosenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sponsorship_Not_ChosenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_sponsorship_not_chosen(inputs)
	if (locale === "fr") return fr_mail_sponsorship_not_chosen(inputs)
	return en_mail_sponsorship_not_chosen(inputs)
});