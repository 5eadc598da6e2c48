/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Info_Contact_Correct_FieldsInputs */

const en_info_contact_correct_fields = /** @type {(inputs: Info_Contact_Correct_FieldsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Please correct the field marked below.`);
	return /** @type {LocalizedString} */ (`Please correct the ${i?.count} fields marked below.`)
	
};

const es_info_contact_correct_fields = /** @type {(inputs: Info_Contact_Correct_FieldsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Corrige el campo marcado abajo.`);
	return /** @type {LocalizedString} */ (`Corrige los ${i?.count} campos marcados abajo.`)
	
};

const fr_info_contact_correct_fields = /** @type {(inputs: Info_Contact_Correct_FieldsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Veuillez corriger le champ signalé ci-dessous.`);
	return /** @type {LocalizedString} */ (`Veuillez corriger les ${i?.count} champs signalés ci-dessous.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Please correct the field marked below." |
* | * | "Please correct the {count} fields marked below." |
*
* @param {Info_Contact_Correct_FieldsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_correct_fields = /** @type {((inputs: Info_Contact_Correct_FieldsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Correct_FieldsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_correct_fields(inputs)
	if (locale === "fr") return fr_info_contact_correct_fields(inputs)
	return en_info_contact_correct_fields(inputs)
});