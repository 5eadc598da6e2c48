/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Mail_Duplicate_SubjectInputs */

const en_plans_mail_duplicate_subject = /** @type {(inputs: Plans_Mail_Duplicate_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your second partnership plan was refunded`)
};

const es_plans_mail_duplicate_subject = /** @type {(inputs: Plans_Mail_Duplicate_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te reembolsamos tu segundo plan de colaboración`)
};

const fr_plans_mail_duplicate_subject = /** @type {(inputs: Plans_Mail_Duplicate_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre deuxième formule de partenariat a été remboursée`)
};

/**
* | output |
* | --- |
* | "Your second partnership plan was refunded" |
*
* @param {Plans_Mail_Duplicate_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_mail_duplicate_subject = /** @type {((inputs?: Plans_Mail_Duplicate_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Mail_Duplicate_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_mail_duplicate_subject(inputs)
	if (locale === "fr") return fr_plans_mail_duplicate_subject(inputs)
	return en_plans_mail_duplicate_subject(inputs)
});