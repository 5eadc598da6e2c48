/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Partnership_Nothing_ChargedInputs */

const en_mail_partnership_nothing_charged = /** @type {(inputs: Mail_Partnership_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is charged until we have talked and you have agreed to the partnership.`)
};

const es_mail_partnership_nothing_charged = /** @type {(inputs: Mail_Partnership_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se te cobrará nada hasta que hayamos hablado y hayas aceptado la asociación.`)
};

const fr_mail_partnership_nothing_charged = /** @type {(inputs: Mail_Partnership_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien ne vous sera facturé avant que nous ayons échangé et que vous ayez accepté le partenariat.`)
};

/**
* | output |
* | --- |
* | "Nothing is charged until we have talked and you have agreed to the partnership." |
*
* @param {Mail_Partnership_Nothing_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_partnership_nothing_charged = /** @type {((inputs?: Mail_Partnership_Nothing_ChargedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Partnership_Nothing_ChargedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_partnership_nothing_charged(inputs)
	if (locale === "fr") return fr_mail_partnership_nothing_charged(inputs)
	return en_mail_partnership_nothing_charged(inputs)
});