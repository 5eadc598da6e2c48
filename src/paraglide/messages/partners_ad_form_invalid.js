/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Partners_Ad_Form_InvalidInputs */

const en_partners_ad_form_invalid = /** @type {(inputs: Partners_Ad_Form_InvalidInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Please correct the field marked below.`);
	return /** @type {LocalizedString} */ (`Please correct the ${i?.count} fields marked below.`)
	
};

const es_partners_ad_form_invalid = /** @type {(inputs: Partners_Ad_Form_InvalidInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Corrige el campo marcado abajo.`);
	return /** @type {LocalizedString} */ (`Corrige los ${i?.count} campos marcados abajo.`)
	
};

const fr_partners_ad_form_invalid = /** @type {(inputs: Partners_Ad_Form_InvalidInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Veuillez corriger le champ signalé ci-dessous.`);
	return /** @type {LocalizedString} */ (`Veuillez corriger les ${i?.count} champs signalés ci-dessous.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Please correct the field marked below." |
* | * | "Please correct the {count} fields marked below." |
*
* @param {Partners_Ad_Form_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_form_invalid = /** @type {((inputs: Partners_Ad_Form_InvalidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Form_InvalidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_form_invalid(inputs)
	if (locale === "fr") return fr_partners_ad_form_invalid(inputs)
	return en_partners_ad_form_invalid(inputs)
});