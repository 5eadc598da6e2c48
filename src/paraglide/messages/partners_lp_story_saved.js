/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Partners_Lp_Story_SavedInputs */

const en_partners_lp_story_saved = /** @type {(inputs: Partners_Lp_Story_SavedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` · saved by ${i?.count} member`);
	return /** @type {LocalizedString} */ (` · saved by ${i?.count} members`)
	
};

const es_partners_lp_story_saved = /** @type {(inputs: Partners_Lp_Story_SavedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` · guardado por ${i?.count} miembro`);
	return /** @type {LocalizedString} */ (` · guardado por ${i?.count} miembros`)
	
};

const fr_partners_lp_story_saved = /** @type {(inputs: Partners_Lp_Story_SavedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` · enregistré par ${i?.count} membre`);
	return /** @type {LocalizedString} */ (` · enregistré par ${i?.count} membres`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "· saved by {count} member" |
* | * | "· saved by {count} members" |
*
* @param {Partners_Lp_Story_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_story_saved = /** @type {((inputs: Partners_Lp_Story_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Story_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_story_saved(inputs)
	if (locale === "fr") return fr_partners_lp_story_saved(inputs)
	return en_partners_lp_story_saved(inputs)
});