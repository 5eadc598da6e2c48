/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_TeamInputs */

const en_mail_team = /** @type {(inputs: Mail_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Harlem guide team`)
};

const es_mail_team = /** @type {(inputs: Mail_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El equipo de la guía de Harlem`)
};

const fr_mail_team = /** @type {(inputs: Mail_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’équipe du guide de Harlem`)
};

/**
* | output |
* | --- |
* | "The Harlem guide team" |
*
* @param {Mail_TeamInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_team = /** @type {((inputs?: Mail_TeamInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_TeamInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_team(inputs)
	if (locale === "fr") return fr_mail_team(inputs)
	return en_mail_team(inputs)
});