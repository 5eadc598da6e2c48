/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_No_Email_DomainInputs */

const en_owner_msg_no_email_domain = /** @type {(inputs: Owner_Msg_No_Email_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This business has no website domain we can send a code to. Choose another way.`)
};

const es_owner_msg_no_email_domain = /** @type {(inputs: Owner_Msg_No_Email_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este negocio no tiene un dominio web al que podamos enviar un código. Elige otra forma.`)
};

const fr_owner_msg_no_email_domain = /** @type {(inputs: Owner_Msg_No_Email_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet établissement n’a pas de domaine web auquel envoyer un code. Choisissez un autre moyen.`)
};

/**
* | output |
* | --- |
* | "This business has no website domain we can send a code to. Choose another way." |
*
* @param {Owner_Msg_No_Email_DomainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_no_email_domain = /** @type {((inputs?: Owner_Msg_No_Email_DomainInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_No_Email_DomainInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_no_email_domain(inputs)
	if (locale === "fr") return fr_owner_msg_no_email_domain(inputs)
	return en_owner_msg_no_email_domain(inputs)
});