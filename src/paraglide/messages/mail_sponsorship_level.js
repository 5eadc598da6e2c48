/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown> }} Mail_Sponsorship_LevelInputs */

const en_mail_sponsorship_level = /** @type {(inputs: Mail_Sponsorship_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sponsorship level: ${i?.level}`)
};

const es_mail_sponsorship_level = /** @type {(inputs: Mail_Sponsorship_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nivel de patrocinio: ${i?.level}`)
};

const fr_mail_sponsorship_level = /** @type {(inputs: Mail_Sponsorship_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Niveau de mécénat : ${i?.level}`)
};

/**
* | output |
* | --- |
* | "Sponsorship level: {level}" |
*
* @param {Mail_Sponsorship_LevelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_sponsorship_level = /** @type {((inputs: Mail_Sponsorship_LevelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sponsorship_LevelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_sponsorship_level(inputs)
	if (locale === "fr") return fr_mail_sponsorship_level(inputs)
	return en_mail_sponsorship_level(inputs)
});