/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown> }} Mail_Partnership_LevelInputs */

const en_mail_partnership_level = /** @type {(inputs: Mail_Partnership_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Partnership level: ${i?.level}`)
};

const es_mail_partnership_level = /** @type {(inputs: Mail_Partnership_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nivel de asociación: ${i?.level}`)
};

const fr_mail_partnership_level = /** @type {(inputs: Mail_Partnership_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Niveau de partenariat : ${i?.level}`)
};

/**
* | output |
* | --- |
* | "Partnership level: {level}" |
*
* @param {Mail_Partnership_LevelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_partnership_level = /** @type {((inputs: Mail_Partnership_LevelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Partnership_LevelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_partnership_level(inputs)
	if (locale === "fr") return fr_mail_partnership_level(inputs)
	return en_mail_partnership_level(inputs)
});