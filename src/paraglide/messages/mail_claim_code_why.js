/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Mail_Claim_Code_WhyInputs */

const en_mail_claim_code_why = /** @type {(inputs: Mail_Claim_Code_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This address was given to show that the person asking to manage this listing runs ${i?.business}. If that was not you, ignore this email: nothing changes.`)
};

const es_mail_claim_code_why = /** @type {(inputs: Mail_Claim_Code_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se indicó esta dirección para demostrar que quien pide administrar esta ficha dirige ${i?.business}. Si no fuiste tú, ignora este correo: no cambia nada.`)
};

const fr_mail_claim_code_why = /** @type {(inputs: Mail_Claim_Code_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette adresse a été indiquée pour prouver que la personne qui demande à gérer cette fiche dirige ${i?.business}. Si ce n’était pas vous, ignorez ce message : rien ne change.`)
};

/**
* | output |
* | --- |
* | "This address was given to show that the person asking to manage this listing runs {business}. If that was not you, ignore this email: nothing changes." |
*
* @param {Mail_Claim_Code_WhyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_claim_code_why = /** @type {((inputs: Mail_Claim_Code_WhyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Claim_Code_WhyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_claim_code_why(inputs)
	if (locale === "fr") return fr_mail_claim_code_why(inputs)
	return en_mail_claim_code_why(inputs)
});